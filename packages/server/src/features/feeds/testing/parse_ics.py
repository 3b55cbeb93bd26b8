"""Reads an iCalendar feed on stdin with Debian's python3-icalendar and prints its events as JSON,
a second parser beside ical.js for the feed tests (features/feeds/testing/parsers.ts)."""

import datetime
import json
import sys

from icalendar import Calendar

calendar = Calendar.from_ical(sys.stdin.buffer.read())
events = []


def date_or_instant(value):
    # A timed event (a training with its start time) as its UTC instant, as ical.js gives it.
    if isinstance(value, datetime.datetime):
        instant = value.astimezone(datetime.timezone.utc)
        return instant.strftime("%Y-%m-%dT%H:%M:%S.") + f"{instant.microsecond // 1000:03d}Z"
    return value.isoformat()


for component in calendar.walk("VEVENT"):
    start = component.decoded("DTSTART")
    # Without DTEND a timed event ends as it starts (RFC 5545, 3.6.1).
    end = component.decoded("DTEND") if "DTEND" in component else start
    events.append(
        {
            "uid": str(component.get("UID")),
            # A date, not a datetime (which is a subclass of date): an all-day event.
            "allDay": not isinstance(start, datetime.datetime),
            "start": date_or_instant(start),
            "end": date_or_instant(end),
            "summary": str(component.get("SUMMARY")),
            "description": str(component.get("DESCRIPTION", "")),
            "location": str(component.get("LOCATION", "")),
            "sequence": int(component.get("SEQUENCE", 0)),
            "lastModified": component.decoded("LAST-MODIFIED").isoformat(),
        }
    )
print(json.dumps({"name": str(calendar.get("X-WR-CALNAME", "")), "events": events}))
