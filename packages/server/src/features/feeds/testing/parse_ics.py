"""Reads an iCalendar feed on stdin with Debian's python3-icalendar and prints its events as JSON,
a second parser beside ical.js for the feed tests (features/feeds/testing/parsers.ts)."""

import datetime
import json
import sys

from icalendar import Calendar

calendar = Calendar.from_ical(sys.stdin.buffer.read())
events = []
for component in calendar.walk("VEVENT"):
    start = component.decoded("DTSTART")
    end = component.decoded("DTEND")
    events.append(
        {
            "uid": str(component.get("UID")),
            # A date, not a datetime (which is a subclass of date): an all-day event.
            "allDay": not isinstance(start, datetime.datetime),
            "start": start.isoformat(),
            "end": end.isoformat(),
            "summary": str(component.get("SUMMARY")),
            "description": str(component.get("DESCRIPTION", "")),
            "location": str(component.get("LOCATION", "")),
            "sequence": int(component.get("SEQUENCE", 0)),
            "lastModified": component.decoded("LAST-MODIFIED").isoformat(),
        }
    )
print(json.dumps({"name": str(calendar.get("X-WR-CALNAME", "")), "events": events}))
