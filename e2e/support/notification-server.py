"""A desktop's notification server (org.freedesktop.Notifications) for the push test.

Chromium on Linux hands a site's notifications to this D-Bus service, as it would to a
desktop's, and takes a click from its ActionInvoked signal. This one shows nothing: each
notification it is given is printed as a JSON line, and the line `click <id>` on standard
input clicks that notification.
"""
import json
import sys
import threading

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

NAME = "org.freedesktop.Notifications"


def report(event):
    print(json.dumps(event), flush=True)


class NotificationServer(dbus.service.Object):
    def __init__(self, bus):
        self.last_id = 0
        super().__init__(dbus.service.BusName(NAME, bus), "/org/freedesktop/Notifications")

    @dbus.service.method(NAME, in_signature="", out_signature="as")
    def GetCapabilities(self):
        return ["actions", "body"]

    @dbus.service.method(NAME, in_signature="", out_signature="ssss")
    def GetServerInformation(self):
        return ("quad-e2e", "quad", "1", "1.2")

    @dbus.service.method(NAME, in_signature="susssasa{sv}i", out_signature="u")
    def Notify(self, app, replaces_id, icon, summary, body, actions, hints, timeout):
        notification_id = int(replaces_id) or self.last_id + 1
        self.last_id = max(self.last_id, notification_id)
        report({"shown": notification_id, "summary": str(summary), "body": str(body)})
        return notification_id

    @dbus.service.method(NAME, in_signature="u", out_signature="")
    def CloseNotification(self, notification_id):
        report({"closed": int(notification_id)})

    @dbus.service.signal(NAME, signature="us")
    def ActionInvoked(self, notification_id, action):
        pass


def main():
    DBusGMainLoop(set_as_default=True)
    server = NotificationServer(dbus.bus.BusConnection(sys.argv[1]))

    def read_clicks():
        for line in sys.stdin:
            words = line.split()
            if len(words) == 2 and words[0] == "click":
                GLib.idle_add(lambda i=int(words[1]): server.ActionInvoked(i, "default") and False)
        GLib.idle_add(loop.quit)

    loop = GLib.MainLoop()
    threading.Thread(target=read_clicks, daemon=True).start()
    report({"ready": True})
    loop.run()


main()
