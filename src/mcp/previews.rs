//! The previews `apply_fixes` may apply: what `preview_fixes` showed, by
//! the id it handed out (a handle minted by the server, as the 2026-07-28
//! specification asks of state kept between calls): the workspace, whether
//! unsafe fixes were in, and each file with the digests of its text before
//! and after the fixes. An id is used once; the newest [`KEPT`] are kept.

use std::collections::VecDeque;
use std::path::PathBuf;

/// How many previews are kept; an older one's id is unknown.
pub const KEPT: usize = 16;

/// A file a preview would change.
#[derive(Debug, Clone)]
pub struct Previewed {
    /// Its path, absolute.
    pub path: String,
    /// Its name relative to the workspace, as the agent saw it.
    pub name: String,
    /// The digest of its text when previewed.
    pub before: String,
    /// The digest of its text with the fixes.
    pub after: String,
}

/// One preview.
#[derive(Debug, Clone)]
pub struct Preview {
    /// The workspace root it was made in.
    pub root: PathBuf,
    /// Whether unsafe fixes were in.
    pub unsafe_fixes: bool,
    /// The files it would change.
    pub files: Vec<Previewed>,
}

/// The kept previews, newest last.
#[derive(Debug)]
pub struct Previews {
    /// What makes this process's ids its own.
    nonce: String,
    /// How many ids were handed out.
    issued: u64,
    kept: VecDeque<(String, Preview)>,
}

impl Default for Previews {
    fn default() -> Previews {
        let started = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.as_nanos());
        Previews {
            nonce: digest(&format!("{started}:{}", std::process::id()))[..8].to_owned(),
            issued: 0,
            kept: VecDeque::new(),
        }
    }
}

impl Previews {
    /// Keeps `preview` and returns its id.
    pub fn keep(&mut self, preview: Preview) -> String {
        self.issued += 1;
        let id = format!("preview-{}-{}", self.nonce, self.issued);
        if self.kept.len() == KEPT {
            self.kept.pop_front();
        }
        self.kept.push_back((id.clone(), preview));
        id
    }

    /// The preview `id`, taken: an id is applied once.
    pub fn take(&mut self, id: &str) -> Option<Preview> {
        let at = self.kept.iter().position(|(kept, _)| kept == id)?;
        self.kept.remove(at).map(|(_, preview)| preview)
    }
}

/// The digest of `text` a preview records and a cursor carries: FNV-1a,
/// 64 bits, in hexadecimal. It tells a changed file from an unchanged one
/// (it is no defence against a file crafted to collide: whoever can write
/// the workspace's files needs none).
pub fn digest(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn preview() -> Preview {
        Preview {
            root: PathBuf::from("/w"),
            unsafe_fixes: false,
            files: Vec::new(),
        }
    }

    #[test]
    fn an_id_is_taken_once_and_only_the_newest_are_kept() {
        let mut previews = Previews::default();
        let first = previews.keep(preview());
        assert!(previews.take(&first).is_some());
        assert!(previews.take(&first).is_none(), "used once");
        let ids: Vec<String> = (0..=KEPT).map(|_| previews.keep(preview())).collect();
        assert!(previews.take(&ids[0]).is_none(), "the oldest was dropped");
        assert!(previews.take(&ids[KEPT]).is_some());
    }

    #[test]
    fn the_digest_is_fnv_1a() {
        assert_eq!(digest(""), "cbf29ce484222325");
        assert_eq!(digest("a"), "af63dc4c8601ec8c");
        assert_ne!(digest("ab"), digest("ba"));
    }
}
