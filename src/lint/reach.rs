//! Which linted modules no entry point of their project loads: a tool
//! registered there is never registered when the server runs, so it is
//! told as such (one `unjudged-tool` note, no hint finding, no fix).
//!
//! A project is the nearest folder above a module with its language's
//! manifest (`package.json`, `pyproject.toml`, `go.mod`), within its
//! repository; its entry points are what that manifest and the modules
//! declare (each language's [`Modules`]), and its modules are followed
//! from them through their imports. Conservative throughout: where the
//! entry points or the imports cannot be known (no manifest, no entry
//! point declared, a module loaded by a name made at run time, a project
//! too large to walk) every module counts as loaded, and a module is told
//! only when its folder holds, or lies below a folder other than the
//! project's own that holds, a module the entry points reach (so a
//! project's tests, examples and fixtures beside its sources are left
//! alone).

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use crate::base::files::{Bounded, TextSource};
use crate::code::Language;
use crate::code::modules::Modules;
use crate::lint::inputs::Input;

/// The most files of one project's language that are walked for its
/// entry points; a larger project counts every module as loaded.
const MOST_FILES: usize = 20_000;

/// The modules of one project that its entry points reach.
struct Reached {
    /// The files.
    files: HashSet<PathBuf>,
    /// Their folders.
    folders: HashSet<PathBuf>,
    /// The project's root.
    root: PathBuf,
}

impl Reached {
    /// Whether `module` (absolute), not reached, lies where reached
    /// modules are: in a folder of one, or below such a folder other than
    /// the project's root.
    fn tells(&self, module: &Path) -> bool {
        if self.files.contains(module) {
            return false;
        }
        let Some(folder) = module.parent() else {
            return false;
        };
        self.folders.contains(folder)
            || folder
                .ancestors()
                .skip(1)
                .take_while(|above| *above != self.root)
                .any(|above| self.folders.contains(above))
    }
}

/// The paths of `inputs` (as they are given) that no entry point of their
/// project loads.
pub fn unimported(inputs: &[Input], texts: &dyn TextSource) -> HashSet<PathBuf> {
    let mut roots: HashMap<(PathBuf, &'static str), Option<PathBuf>> = HashMap::new();
    let mut projects: HashMap<(PathBuf, &'static str), Option<Reached>> = HashMap::new();
    let mut found = HashSet::new();
    for input in inputs {
        let Some(language) = Language::of_path(&input.path) else {
            continue;
        };
        let Some(modules) = &language.info().modules else {
            continue;
        };
        let module = crate::base::paths::absolute(&input.path);
        let Some(root) = root_of(&module, modules, &mut roots) else {
            continue;
        };
        let key = (root.clone(), language.family());
        let reached = projects
            .entry(key)
            .or_insert_with(|| reach(&root, language, modules, texts));
        if reached
            .as_ref()
            .is_some_and(|reached| reached.tells(&module))
        {
            found.insert(input.path.clone());
        }
    }
    found
}

/// The nearest folder above `module` holding one of `modules`'
/// manifests, within the module's repository (or lookup root); each
/// folder looked at once per manifest kind.
fn root_of(
    module: &Path,
    modules: &Modules,
    known: &mut HashMap<(PathBuf, &'static str), Option<PathBuf>>,
) -> Option<PathBuf> {
    let folder = module.parent()?;
    let kind = modules.manifests.first().copied().unwrap_or("");
    if let Some(root) = known.get(&(folder.to_path_buf(), kind)) {
        return root.clone();
    }
    let ceiling = crate::base::paths::lookup_root(module);
    let root = folder
        .ancestors()
        .take_while(|above| above.starts_with(&ceiling))
        .find(|above| {
            modules
                .manifests
                .iter()
                .any(|manifest| above.join(manifest).is_file())
        })
        .map(Path::to_path_buf);
    known.insert((folder.to_path_buf(), kind), root.clone());
    root
}

/// The modules of the project at `root` in `language`'s family that its
/// entry points reach; `None` where that cannot be known.
fn reach(
    root: &Path,
    language: Language,
    modules: &Modules,
    texts: &dyn TextSource,
) -> Option<Reached> {
    let manifest = modules
        .manifests
        .iter()
        .map(|manifest| root.join(manifest))
        .find(|manifest| manifest.is_file())?;
    let bounded = Bounded::around(&manifest, texts);
    let texts: &dyn TextSource = &bounded;
    let files = project_files(root, language, modules)?;
    let mut queue = (modules.entries)(texts, root, &files)?;
    let mut reached: HashSet<PathBuf> = HashSet::new();
    while let Some(file) = queue.pop() {
        let file = crate::base::paths::absolute(&file);
        if !reached.insert(file.clone()) {
            continue;
        }
        let Some(text) = texts.text(&file) else {
            continue;
        };
        queue.extend((modules.loads)(texts, root, &file, &text)?);
    }
    let folders = reached
        .iter()
        .filter_map(|file| file.parent().map(Path::to_path_buf))
        .collect();
    Some(Reached {
        files: reached,
        folders,
        root: root.to_path_buf(),
    })
}

/// The files of `language`'s family in the project at `root` (not in a
/// project nested in it), or `None` for a project too large to walk.
fn project_files(root: &Path, language: Language, modules: &Modules) -> Option<Vec<PathBuf>> {
    let family = language.family();
    let mut files = Vec::new();
    // Whether each folder holds a manifest of its own.
    let mut marked: HashMap<PathBuf, bool> = HashMap::new();
    let mut has_manifest = |folder: &Path| {
        *marked.entry(folder.to_path_buf()).or_insert_with(|| {
            modules
                .manifests
                .iter()
                .any(|manifest| folder.join(manifest).is_file())
        })
    };
    for entry in crate::lint::inputs::walker(root).flatten() {
        if !entry.file_type().is_some_and(|kind| kind.is_file()) {
            continue;
        }
        let path = entry.into_path();
        let ours = Language::of_path(&path).is_some_and(|other| other.family() == family);
        if !ours {
            continue;
        }
        let nested = path
            .parent()
            .into_iter()
            .flat_map(Path::ancestors)
            .take_while(|above| *above != root)
            .any(&mut has_manifest);
        if !nested {
            files.push(crate::base::paths::absolute(&path));
            if files.len() > MOST_FILES {
                return None;
            }
        }
    }
    Some(files)
}
