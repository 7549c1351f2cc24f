//! What makes a file the same file, and the platform's part of replacing it:
//! the write-permission check, keeping owner and group, and the atomic swap.

use std::path::Path;

/// The message for a file changed on disk since it was read.
pub fn changed() -> String {
    "the file changed on disk after it was read".to_owned()
}

/// A file's identity and the attributes a replacement keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    /// Device and inode (unix), so that a file replaced by a rename is told
    /// apart from the one that was read.
    file: (u64, u64),
    /// Size in bytes.
    size: u64,
    /// Modification time.
    modified: Option<std::time::SystemTime>,
    /// How many names the file has.
    pub links: u64,
    /// Owner and group (unix).
    owner: (u32, u32),
    /// Permissions.
    permissions: std::fs::Permissions,
}

impl Identity {
    /// The identity of the file at `path` (not following a final link).
    pub fn of(path: &Path) -> std::io::Result<Identity> {
        let metadata = std::fs::symlink_metadata(path)?;
        Ok(Identity::from_metadata(&metadata))
    }

    #[cfg(unix)]
    fn from_metadata(metadata: &std::fs::Metadata) -> Identity {
        use std::os::unix::fs::MetadataExt;
        Identity {
            file: (metadata.dev(), metadata.ino()),
            size: metadata.len(),
            modified: metadata.modified().ok(),
            links: metadata.nlink(),
            owner: (metadata.uid(), metadata.gid()),
            permissions: metadata.permissions(),
        }
    }

    #[cfg(not(unix))]
    fn from_metadata(metadata: &std::fs::Metadata) -> Identity {
        Identity {
            file: (0, 0),
            size: metadata.len(),
            modified: metadata.modified().ok(),
            links: 1,
            owner: (0, 0),
            permissions: metadata.permissions(),
        }
    }

    /// Whether the mode bits say nobody may write the file (which also
    /// binds root, whom the kernel would let write it anyway).
    pub fn read_only(&self) -> bool {
        self.permissions.readonly()
    }

    /// Gives `file` (the replacement) these permissions, owner and group.
    pub fn copy_to(&self, file: &std::fs::File) -> Result<(), String> {
        file.set_permissions(self.permissions.clone())
            .map_err(|error| format!("cannot copy its permissions: {error}"))?;
        self.copy_owner_to(file)
    }

    #[cfg(unix)]
    fn copy_owner_to(&self, file: &std::fs::File) -> Result<(), String> {
        use std::os::unix::fs::MetadataExt;
        let current = file
            .metadata()
            .map_err(|error| format!("cannot read the temporary file: {error}"))?;
        if (current.uid(), current.gid()) == self.owner {
            return Ok(());
        }
        let (uid, gid) = self.owner;
        std::os::unix::fs::fchown(file, Some(uid), Some(gid)).map_err(|error| {
            format!(
                "cannot keep its owner and group ({uid}:{gid}), so it was not replaced: {error}"
            )
        })
    }

    #[cfg(not(unix))]
    fn copy_owner_to(&self, _file: &std::fs::File) -> Result<(), String> {
        Ok(())
    }
}

/// Refuses a file the user may not write, as the kernel judges it (mode
/// bits, owner, groups, ACLs), whatever the folder allows.
#[cfg(unix)]
pub fn check_writable(path: &Path) -> Result<(), String> {
    rustix::fs::access(path, rustix::fs::Access::WRITE_OK)
        .map_err(|error| format!("you may not write it ({error})"))
}

/// Refuses a file the user may not write.
#[cfg(not(unix))]
pub fn check_writable(path: &Path) -> Result<(), String> {
    std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .map(drop)
        .map_err(|error| format!("you may not write it ({error})"))
}

/// Puts the finished temporary file in the place of `path`, which was
/// `before` and held `expected` a moment ago.
///
/// On Linux the two are exchanged atomically (`renameat2` with
/// `RENAME_EXCHANGE`) and the file swapped out is checked: if it is not the
/// one that was read (an editor saved in between), the exchange is undone
/// and nothing is lost. Elsewhere, or where the file system cannot
/// exchange, a plain rename follows the last check.
pub fn swap_in(
    temporary: tempfile::NamedTempFile,
    path: &Path,
    before: &Identity,
    expected: &[u8],
) -> Result<(), String> {
    #[cfg(target_os = "linux")]
    {
        use rustix::fs::{CWD, RenameFlags, renameat_with};
        let swapped_out = temporary.path().to_path_buf();
        match renameat_with(CWD, &swapped_out, CWD, path, RenameFlags::EXCHANGE) {
            Ok(()) => {
                let unchanged = Identity::of(&swapped_out).is_ok_and(|now| now == *before)
                    && std::fs::read(&swapped_out).is_ok_and(|now| now == expected);
                if unchanged {
                    // Dropping the temporary file removes the old original.
                    return Ok(());
                }
                return match renameat_with(CWD, &swapped_out, CWD, path, RenameFlags::EXCHANGE) {
                    Ok(()) => Err(changed()),
                    Err(error) => {
                        // The other version is kept beside it, not lost.
                        let kept = temporary.into_temp_path().keep().map_err(|e| e.error);
                        Err(format!(
                            "{}; undoing the swap failed ({error}), the other version is at {}",
                            changed(),
                            kept.map_or_else(|e| e.to_string(), |p| p.display().to_string())
                        ))
                    }
                };
            }
            Err(rustix::io::Errno::INVAL | rustix::io::Errno::NOSYS) => {}
            Err(error) => return Err(format!("cannot replace it: {error}")),
        }
    }
    let _ = (before, expected);
    temporary
        .persist(path)
        .map(drop)
        .map_err(|error| format!("cannot replace it: {}", error.error))
}
