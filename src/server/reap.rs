//! Ending a server and everything it started, whatever it does: its
//! process group is signalled directly (no `kill` program is run, so none
//! on `PATH` can stand in for it), hintlint becomes a child subreaper on
//! Linux so that a daemonised grandchild (`setsid`, double fork) is
//! reparented to it and killed too, and the live groups are kept in a list
//! the interrupt handler empties when hintlint itself is stopped.

use std::sync::Mutex;

use rustix::process::{Pid, Signal};

/// Process groups of the servers running now.
static LIVE: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// Makes hintlint the reaper of its orphaned descendants (Linux), before
/// the first server starts.
pub fn become_subreaper() {
    #[cfg(target_os = "linux")]
    {
        let _ = rustix::process::set_child_subreaper(Some(rustix::process::getpid()));
    }
}

/// Records a running server's process group.
pub fn register(group: i32) {
    if let Ok(mut live) = LIVE.lock() {
        live.push(group);
    }
}

/// Kills the process group `group` and forgets it.
pub fn kill_group(group: i32) {
    if let Some(pid) = Pid::from_raw(group) {
        let _ = rustix::process::kill_process_group(pid, Signal::KILL);
    }
    if let Ok(mut live) = LIVE.lock() {
        live.retain(|known| *known != group);
    }
}

/// Kills every server still running and every orphan reparented to
/// hintlint: for the interrupt handler, and at the end of a run.
pub fn kill_everything() {
    let groups: Vec<i32> = LIVE.lock().map(|live| live.clone()).unwrap_or_default();
    for group in groups {
        kill_group(group);
    }
    kill_orphans();
}

/// Kills and reaps the processes reparented to hintlint (Linux: children
/// whose parent is hintlint but that it never started, such as a
/// daemonised grandchild of a server).
pub fn kill_orphans() {
    #[cfg(target_os = "linux")]
    {
        let me = rustix::process::getpid().as_raw_nonzero().get();
        for child in children_of(me) {
            if let Some(pid) = Pid::from_raw(child) {
                let _ = rustix::process::kill_process(pid, Signal::KILL);
                let _ = rustix::process::waitpid(Some(pid), rustix::process::WaitOptions::empty());
            }
        }
    }
}

/// The pids whose parent is `parent`, from `/proc`.
#[cfg(target_os = "linux")]
fn children_of(parent: i32) -> Vec<i32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .filter_map(|entry| entry.file_name().to_str()?.parse::<i32>().ok())
        .filter(|pid| parent_of(*pid) == Some(parent))
        .collect()
}

/// The parent pid in `/proc/PID/stat` (the field after the command, which
/// may itself hold spaces and parentheses).
#[cfg(target_os = "linux")]
fn parent_of(pid: i32) -> Option<i32> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after_command = &stat[stat.rfind(')')? + 1..];
    after_command.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn the_parent_is_read_past_a_command_with_spaces() {
        let me = std::process::id() as i32;
        let parent = parent_of(me).expect("our own stat");
        assert_eq!(
            Some(parent),
            rustix::process::getppid().map(|p| p.as_raw_nonzero().get())
        );
    }
}
