// libinotifytools ships no pkg-config file, so this target is a plain module map.
// <sys/inotify.h> comes first: inotifytools.h only forward-declares
// `struct inotify_event`, and the IN_* masks live in the system header.
#include <sys/inotify.h>
#include <inotifytools/inotifytools.h>
