package app.turnout;

import android.app.PendingIntent;
import android.content.Intent;
import android.os.Bundle;
import androidx.annotation.NonNull;
import androidx.core.app.NotificationCompat;
import androidx.core.app.NotificationManagerCompat;
import com.capacitorjs.plugins.pushnotifications.MessagingService;
import com.google.firebase.messaging.RemoteMessage;
import java.util.Map;

/**
 * Shows a push of the answer category with its two buttons, "I'm coming" and "Can't come"
 * (docs/native.md#answering-from-a-notification). The server sends such a push as data only, so
 * it reaches this service in the background too (FCM shows a notification payload itself, without
 * buttons). A tap on the notification or a button opens the app as the push plugin's own
 * notifications do; a button adds its action id as `answerAction`, which the app's listener reads
 * (src/lib/native/answer-action.ts). Every other push goes to the plugin unchanged.
 */
public class AnswerMessagingService extends MessagingService {

    /** The category and action ids the server sends (ANSWER_PUSH_CATEGORY, ANSWER_LINK_STATES). */
    static final String CATEGORY = "answer";
    static final String PRESENT = "present";
    static final String AWAY = "away";
    /** The channel the app creates (ANDROID_CHANNEL_ID on the server). */
    static final String CHANNEL_ID = "attendance";

    @Override
    public void onMessageReceived(@NonNull RemoteMessage remoteMessage) {
        super.onMessageReceived(remoteMessage);
        Map<String, String> data = remoteMessage.getData();
        if (!CATEGORY.equals(data.get("category"))) return;
        if (!NotificationManagerCompat.from(this).areNotificationsEnabled()) return;

        String tag = data.get("groupId") + "-" + data.get("timestamp");
        NotificationCompat.Builder builder = new NotificationCompat.Builder(this, CHANNEL_ID)
            .setSmallIcon(getApplicationInfo().icon)
            .setContentTitle(data.get("title"))
            .setContentText(data.get("body"))
            .setStyle(new NotificationCompat.BigTextStyle().bigText(data.get("body")))
            .setPriority(NotificationCompat.PRIORITY_HIGH)
            .setAutoCancel(true)
            .setContentIntent(openApp(remoteMessage, null, 0))
            .addAction(0, getString(R.string.answer_present), openApp(remoteMessage, PRESENT, 1))
            .addAction(0, getString(R.string.answer_away), openApp(remoteMessage, AWAY, 2));
        try {
            NotificationManagerCompat.from(this).notify(tag, 0, builder.build());
        } catch (SecurityException denied) {
            // The permission was withdrawn since the check: nothing to show.
        }
    }

    /**
     * Opens the app with the push's data, as the plugin's notification tap does (its
     * pushNotificationActionPerformed reads the extras when google.message_id is among them).
     */
    private PendingIntent openApp(RemoteMessage message, String action, int requestCode) {
        Bundle extras = new Bundle();
        for (Map.Entry<String, String> entry : message.getData().entrySet()) {
            extras.putString(entry.getKey(), entry.getValue());
        }
        extras.putString("google.message_id", message.getMessageId());
        if (action != null) extras.putString("answerAction", action);
        Intent intent = new Intent(this, MainActivity.class)
            .setFlags(Intent.FLAG_ACTIVITY_SINGLE_TOP | Intent.FLAG_ACTIVITY_CLEAR_TOP)
            .putExtras(extras);
        int code = (message.getData().get("groupId") + message.getData().get("timestamp")).hashCode() * 3 + requestCode;
        return PendingIntent.getActivity(
            this,
            code,
            intent,
            PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE
        );
    }
}
