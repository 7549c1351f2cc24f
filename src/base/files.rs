//! Reading the files hintlint is given: only regular files (a FIFO would
//! block, a device never end), and, on a walk, none larger than a walk
//! reads; and where a reader gets the texts of the other files it follows
//! an import into ([`TextSource`]): the disk, or a project whose unsaved
//! buffers override it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};

/// The largest source file a walk reads: a walked source file of several
/// megabytes is generated (a bundle, a vendored SDK), its tools are the
/// sources' tools, and parsing it would cost more than the rest of the run.
pub const MAX_WALKED_SOURCE_BYTES: u64 = 4 << 20;

/// The largest manifest or OpenAPI document (JSON, JSONC, YAML) a walk
/// reads: larger walked files are data, not tool manifests.
pub const MAX_WALKED_DOCUMENT_BYTES: u64 = 64 << 20;

/// Reads the file at `path`: its bytes, or why it cannot be read.
pub fn read_file(path: &Path) -> Result<Vec<u8>, String> {
    read_capped(path, u64::MAX).map_err(|unread| unread.to_string())
}

/// Why [`read_capped`] read nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unread {
    /// The file is larger than the cap: its size in bytes.
    TooLarge(u64),
    /// It is not a regular file, or reading it failed: why.
    Failed(String),
}

impl std::fmt::Display for Unread {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unread::TooLarge(size) => write!(out, "it is too large ({size} bytes)"),
            Unread::Failed(why) => out.write_str(why),
        }
    }
}

/// Reads the file at `path` unless it is larger than `cap` bytes: one
/// `stat` tells both whether it is a regular file and its size, and the
/// buffer is allocated once at that size.
pub fn read_capped(path: &Path, cap: u64) -> Result<Vec<u8>, Unread> {
    use std::io::Read;
    // Only regular files are read: a FIFO would block (even opening it)
    // and a device such as /dev/zero would never end.
    let size = match std::fs::metadata(path) {
        Ok(metadata) if !metadata.is_file() => {
            return Err(Unread::Failed("not a regular file".to_owned()));
        }
        Ok(metadata) => Some(metadata.len()),
        Err(_) => None,
    };
    if let Some(size) = size.filter(|size| *size > cap) {
        return Err(Unread::TooLarge(size));
    }
    let failed = |error: std::io::Error| Unread::Failed(error.to_string());
    let file = std::fs::File::open(path).map_err(failed)?;
    // One byte more than the size, so that reading the end needs no growth.
    let expected = size
        .and_then(|size| usize::try_from(size).ok())
        .unwrap_or(0);
    let mut bytes = Vec::new();
    bytes
        .try_reserve_exact(expected.saturating_add(1))
        .map_err(|error| Unread::Failed(error.to_string()))?;
    // Through `take`: `File`'s own `read_to_end` asks the size again
    // (`fstat` and `lseek`), which the `stat` above already told. One byte
    // past the size is enough to tell a file whose content is not its size.
    file.take(size.map_or(u64::MAX, |size| size.saturating_add(1)))
        .read_to_end(&mut bytes)
        .map_err(failed)?;
    // A file whose content is not the size the file system gives it is
    // generated as it is read (`/proc/self/environ`, reached through a
    // link named on the command line) or is being written: it is not
    // linted, so that no error can draw its lines.
    if size.is_some_and(|size| bytes.len() as u64 != size) {
        return Err(Unread::Failed(GENERATED.to_owned()));
    }
    Ok(bytes)
}

/// Why a file whose content is not its size is not read.
pub const GENERATED: &str = "its content is not the size the file system gives it (a file the \
     kernel generates, such as one under /proc, or one being written): not read";

/// Reads a file given as an option (a configuration, a baseline, an
/// OpenAPI document) as UTF-8 text, as [`read_file`] reads: never a FIFO
/// or a device, which would block or never end.
pub fn read_text_file(path: &Path) -> Result<String, String> {
    String::from_utf8(read_file(path)?).map_err(|_| "it is not UTF-8".to_owned())
}

/// Where a reader gets the texts of the files it follows an import into
/// (a sibling module, the other files of a Go package), and which files
/// exist. The disk for a run over paths ([`DISK`]); a project's source for
/// an editor, whose unsaved buffers override the files on disk.
pub trait TextSource: Sync + std::fmt::Debug {
    /// The text of the file at `path`: a regular UTF-8 file of at most a
    /// megabyte (a larger one is not followed).
    fn text(&self, path: &Path) -> Option<Arc<str>>;
    /// Whether there is a file at `path`.
    fn is_file(&self, path: &Path) -> bool;
    /// The non-test `.go` files of `folder`, sorted.
    fn go_files(&self, folder: &Path) -> Arc<[PathBuf]>;
    /// The files of `folder` with one of `extensions` (at most
    /// [`FILES_PER_FOLDER`]) that this source admits and whose text holds
    /// one of `needles`, sorted: the modules that may mount or call a
    /// module of a folder below or beside. Read afresh here; [`Disk`]
    /// keeps each answer, since every module of a folder asks.
    fn holding(&self, folder: &Path, extensions: &[&str], needles: &[&str]) -> Arc<[PathBuf]> {
        holding_in(self, listed_with(folder, extensions), needles)
    }
    /// The folders of `folder` this source admits (at most
    /// [`FILES_PER_FOLDER`]), sorted, hidden ones (`.build`, `.git`) left
    /// out: where a reader looks for a module's files below a package's
    /// root (a Swift package's targets).
    fn folders(&self, folder: &Path) -> Arc<[PathBuf]> {
        listed_folders(folder)
            .into_iter()
            .filter(|path| self.admits(path))
            .collect()
    }
    /// The unsaved text that replaces the file at `path` when it is
    /// linted (an editor's buffer); `None` reads the file.
    fn buffer(&self, path: &Path) -> Option<Arc<str>> {
        let _ = path;
        None
    }
    /// Whether the file at `path` may be read at all: on disk, every file
    /// may; a project bounded to a folder ([`Boundary`], the MCP
    /// endpoint's workspace) admits only a path whose canonical form lies
    /// inside it, and every other path is absent.
    fn admits(&self, path: &Path) -> bool {
        let _ = path;
        true
    }
    /// Why the file at `path` may not be written now (a fix), when it may
    /// not: it is not admitted, or the request that asked for the fix was
    /// cancelled. Asked right before each file is written.
    fn refuses_write(&self, path: &Path) -> Option<String> {
        (!self.admits(path)).then(|| OUTSIDE.to_owned())
    }
    /// The syntax trees kept of earlier parses (a long-lived project's),
    /// so that a file parsed again after an edit is parsed incrementally;
    /// `None`: every parse starts afresh. Opaque here (the source readers'
    /// `code::SyntaxTrees`, which `code::kept_trees` downcasts to), so that
    /// the bottom layer names no reader.
    #[cfg(feature = "source")]
    fn syntax_trees(&self) -> Option<&(dyn std::any::Any + Send + Sync)> {
        None
    }
}

/// Why a path outside a [`Boundary`] is neither read nor written.
pub const OUTSIDE: &str = "it is outside the workspace: hintlint reads and writes only there";

/// The folder a front end may read and write in (the MCP endpoint's
/// workspace). A path is inside when its canonical form (every link
/// followed, every `..` resolved) lies under the root's; a path outside is
/// absent, for every read (the files named, the modules imported, a Go
/// package's other files, SDK-version files, the configuration) and every
/// write alike: [`Boundary::admit`] is the one test they all go through.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Boundary {
    /// The root, canonical.
    root: PathBuf,
}

impl Boundary {
    /// The boundary of the folder `root`, which must exist.
    pub fn new(root: &Path) -> std::io::Result<Boundary> {
        Ok(Boundary {
            root: std::fs::canonicalize(root)?,
        })
    }

    /// The root, canonical.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The canonical form of `path`, when it exists and lies inside (a
    /// relative path is taken from the working folder).
    pub fn admit(&self, path: &Path) -> Option<PathBuf> {
        let canonical = std::fs::canonicalize(path).ok()?;
        canonical.starts_with(&self.root).then_some(canonical)
    }
}

/// The texts of `texts` that a lookup from one module may reach: those
/// inside the module's [`lookup_root`](crate::base::paths::lookup_root),
/// its repository (or project) root, never above. Every read beyond the
/// file a reader is given goes through [`Bounded::admits`]: a module near
/// it, a module it imports, a Go package of its module, the mounts and the
/// callers of its wrappers; a path outside is absent.
#[derive(Debug)]
pub struct Bounded<'a> {
    /// The texts bounded.
    texts: &'a dyn TextSource,
    /// The module the lookups start from.
    module: &'a Path,
    /// The root, absolute, and with its links followed: found on the
    /// first lookup out of the module's own folder.
    root: std::sync::OnceLock<(PathBuf, PathBuf)>,
    /// Whether each folder asked about lies inside once its links are
    /// followed, by folder.
    folders: Mutex<HashMap<PathBuf, bool>>,
}

impl<'a> Bounded<'a> {
    /// The lookups from the file at `module`, reading `texts`.
    pub fn around(module: &'a Path, texts: &'a dyn TextSource) -> Bounded<'a> {
        Bounded {
            texts,
            module,
            root: std::sync::OnceLock::new(),
            folders: Mutex::new(HashMap::new()),
        }
    }

    /// The root, absolute, and with its links followed.
    fn root(&self) -> &(PathBuf, PathBuf) {
        self.root.get_or_init(|| {
            let root = crate::base::paths::lookup_root(self.module);
            let canonical = std::fs::canonicalize(&root).unwrap_or_else(|_| root.clone());
            (root, canonical)
        })
    }

    /// The module's place, its lookups bounded.
    pub fn place(&self) -> Place<'_> {
        Place {
            path: self.module,
            texts: self,
        }
    }

    /// Whether the folder `folder` (absolute) lies inside the root once
    /// its links are followed; one `canonicalize` per folder.
    fn folder_inside(&self, folder: &Path) -> bool {
        if let Ok(known) = self.folders.lock()
            && let Some(inside) = known.get(folder)
        {
            return *inside;
        }
        let inside =
            std::fs::canonicalize(folder).map_or(true, |real| real.starts_with(&self.root().1));
        if let Ok(mut known) = self.folders.lock() {
            known.insert(folder.to_path_buf(), inside);
        }
        inside
    }
}

impl TextSource for Bounded<'_> {
    fn text(&self, path: &Path) -> Option<Arc<str>> {
        self.admits(path).then(|| self.texts.text(path)).flatten()
    }

    fn is_file(&self, path: &Path) -> bool {
        self.admits(path) && self.texts.is_file(path)
    }

    fn go_files(&self, folder: &Path) -> Arc<[PathBuf]> {
        match self.admits(folder) {
            true => self.texts.go_files(folder),
            false => Arc::new([]),
        }
    }

    fn holding(&self, folder: &Path, extensions: &[&str], needles: &[&str]) -> Arc<[PathBuf]> {
        match self.admits(folder) {
            true => self.texts.holding(folder, extensions, needles),
            false => Arc::new([]),
        }
    }

    fn buffer(&self, path: &Path) -> Option<Arc<str>> {
        self.texts.buffer(path)
    }

    /// The one test of every lookup: `path`, made absolute with `.` and
    /// `..` resolved, lies under the root, and so does its folder once its
    /// links are followed (a file is read where its folder is); and the
    /// texts bounded admit it. A file of the module's own folder (a Go
    /// package's, asked for by every file of the package) is inside
    /// without a look at the disk.
    fn admits(&self, path: &Path) -> bool {
        if same_folder(path, self.module)
            || (path.parent() == self.module.parent() && path.file_name().is_some())
        {
            return self.texts.admits(path);
        }
        let path = crate::base::paths::absolute(path);
        let root = &self.root().0;
        if !path.starts_with(root) {
            return false;
        }
        let folder_inside = path
            .parent()
            .is_none_or(|folder| !folder.starts_with(root) || self.folder_inside(folder));
        folder_inside && self.texts.admits(&path)
    }

    fn refuses_write(&self, path: &Path) -> Option<String> {
        self.texts.refuses_write(path)
    }

    #[cfg(feature = "source")]
    fn syntax_trees(&self) -> Option<&(dyn std::any::Any + Send + Sync)> {
        self.texts.syntax_trees()
    }
}

/// Whether `path` names a file of the folder of `module`, written with the
/// same bytes up to its last `/`: the test without the walk of their
/// components (`Path::parent`) that a Go package's files, asked for by
/// every registration of the package, would make thousands of times. A
/// path written otherwise is compared by its components.
fn same_folder(path: &Path, module: &Path) -> bool {
    fn folder(path: &Path) -> Option<&[u8]> {
        let bytes = path.as_os_str().as_encoded_bytes();
        let slash = memchr::memrchr(b'/', bytes)?;
        let (folder, name) = (&bytes[..slash], &bytes[slash + 1..]);
        // A name that `Path::file_name` would not give back as it is.
        let plain = !name.is_empty() && name != b"." && name != b"..";
        plain.then_some(folder)
    }
    folder(path).is_some_and(|written| folder(module) == Some(written))
}

/// Where a source file is, and where the texts of the files it imports
/// come from (the disk, or a project's unsaved buffers).
#[derive(Clone, Copy)]
pub struct Place<'a> {
    /// The file's path: relative imports are resolved from its folder.
    pub path: &'a std::path::Path,
    /// The texts of the other files.
    pub texts: &'a dyn TextSource,
}

/// The files on disk, each read once by this `Disk`: a Go package's other
/// files and a module's relative imports are asked for by every file of
/// the folder that registers tools, and reading them again for each would
/// make a run quadratic in the files of a package. A run uses [`DISK`]; a
/// long-lived project holds a `Disk` of its own and starts a new one when
/// files may have changed.
#[derive(Debug, Default)]
pub struct Disk {
    /// Texts read so far, by path (`None`: not a regular file of at most
    /// [`MAX_SIBLING_BYTES`], or not UTF-8).
    texts: Mutex<HashMap<PathBuf, Option<Arc<str>>>>,
    /// Folder listings read so far: the non-test `.go` files of each.
    packages: Mutex<HashMap<PathBuf, Arc<[PathBuf]>>>,
    /// [`TextSource::holding`]'s answers so far.
    holding: Mutex<Holding>,
}

/// [`TextSource::holding`]'s answers, by folder and by its extensions and
/// needles joined.
type Holding = HashMap<(PathBuf, String), Arc<[PathBuf]>>;

/// The files of a folder [`TextSource::holding`] looks at, at most.
pub const FILES_PER_FOLDER: usize = 200;

/// The files of `folder` on disk with one of `extensions`, sorted (at most
/// [`FILES_PER_FOLDER`]).
pub fn listed_with(folder: &Path, extensions: &[&str]) -> Vec<PathBuf> {
    listed_files(folder, FILES_PER_FOLDER, |name| {
        name.rsplit_once('.')
            .is_some_and(|(_, extension)| extensions.contains(&extension))
    })
}

/// The folders of `folder` on disk, sorted (at most [`FILES_PER_FOLDER`]),
/// hidden ones left out; none through a link.
pub fn listed_folders(folder: &Path) -> Vec<PathBuf> {
    let mut folders: Vec<PathBuf> = std::fs::read_dir(folder)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_dir()))
        .map(|entry| entry.path())
        .filter(|path| {
            path.file_name()
                .and_then(|name| name.to_str())
                .is_some_and(|name| !name.starts_with('.'))
        })
        .take(FILES_PER_FOLDER)
        .collect();
    folders.sort();
    folders
}

/// Of `files`, those `texts` admits whose text holds one of `needles`.
pub fn holding_in<T: TextSource + ?Sized>(
    texts: &T,
    files: Vec<PathBuf>,
    needles: &[&str],
) -> Arc<[PathBuf]> {
    files
        .into_iter()
        .filter(|path| {
            texts.admits(path)
                && texts
                    .text(path)
                    .is_some_and(|text| needles.iter().any(|needle| text.contains(needle)))
        })
        .collect()
}

/// The disk, as a run over paths reads it.
pub static DISK: LazyLock<Disk> = LazyLock::new(Disk::default);

impl TextSource for Disk {
    fn text(&self, path: &Path) -> Option<Arc<str>> {
        if let Ok(texts) = self.texts.lock()
            && let Some(known) = texts.get(path)
        {
            return known.clone();
        }
        let read = followed_text(path).map(Arc::from);
        if let Ok(mut texts) = self.texts.lock() {
            texts.insert(path.to_path_buf(), read.clone());
        }
        read
    }

    fn is_file(&self, path: &Path) -> bool {
        path.is_file()
    }

    fn go_files(&self, folder: &Path) -> Arc<[PathBuf]> {
        if let Ok(packages) = self.packages.lock()
            && let Some(known) = packages.get(folder)
        {
            return Arc::clone(known);
        }
        let files: Arc<[PathBuf]> = listed_go_files(folder).into();
        if let Ok(mut packages) = self.packages.lock() {
            packages.insert(folder.to_path_buf(), Arc::clone(&files));
        }
        files
    }

    fn holding(&self, folder: &Path, extensions: &[&str], needles: &[&str]) -> Arc<[PathBuf]> {
        let key = (
            folder.to_path_buf(),
            [extensions.join(","), needles.join("\0")].join("\0"),
        );
        if let Ok(holding) = self.holding.lock()
            && let Some(known) = holding.get(&key)
        {
            return Arc::clone(known);
        }
        let files = holding_in(self, listed_with(folder, extensions), needles);
        if let Ok(mut holding) = self.holding.lock() {
            holding.insert(key, Arc::clone(&files));
        }
        files
    }
}

/// The text of the file at `path` as [`TextSource::text`] reads it, from
/// the disk and without a cache.
pub fn followed_text(path: &Path) -> Option<String> {
    std::fs::metadata(path)
        .ok()
        .filter(|metadata| metadata.is_file() && metadata.len() <= MAX_SIBLING_BYTES)
        .and_then(|_| std::fs::read_to_string(path).ok())
}

/// The non-test `.go` files of `folder` on disk, sorted, without a cache.
pub fn listed_go_files(folder: &Path) -> Vec<PathBuf> {
    listed_files(folder, usize::MAX, |name| {
        name.ends_with(".go") && !name.ends_with("_test.go")
    })
}

/// The files of `folder` on disk whose names `keep` accepts (at most
/// `most` of them, in the order the folder lists them), sorted, without a
/// cache.
pub fn listed_files(folder: &Path, most: usize, keep: impl Fn(&str) -> bool) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|file| {
            keep(
                file.file_name()
                    .and_then(|name| name.to_str())
                    .unwrap_or(""),
            )
        })
        .take(most)
        .collect();
    files.sort();
    files
}

/// The largest sibling module read to follow an import.
const MAX_SIBLING_BYTES: u64 = 1 << 20;
