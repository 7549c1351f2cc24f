//! Where a JVM import's file is (Java, Kotlin): a package is a folder
//! under the source root, which the importing file's own package gives
//! (`src/main/java/org/example/tools/X.java` declaring `package
//! org.example.tools` has the root `src/main/java`), so `import
//! org.example.annotation.Tool` names `src/main/java/org/example/
//! annotation/Tool.<extension>`, and the files of that folder.

use std::path::{Path, PathBuf};

/// The package a JVM file declares (`org.example.tools` of `package
/// org.example.tools;`), read over its text: the first line that starts
/// with `package `.
pub fn declared(text: &str) -> Option<&str> {
    text.lines().find_map(|line| {
        let rest = line.trim_start().strip_prefix("package ")?;
        let name = rest.trim().trim_end_matches(';').trim();
        (!name.is_empty()).then_some(name)
    })
}

/// The source root of the file at `path` declaring `package`: its folder
/// with one folder up per segment of the package.
pub fn source_root<'p>(path: &'p Path, package: &str) -> Option<&'p Path> {
    let mut root = path.parent();
    for _ in package.split('.').filter(|part| !part.is_empty()) {
        root = root.and_then(Path::parent);
    }
    root
}

/// The file the import `imported` (`org.example.annotation.Tool`) of the
/// file at `path` (whose text is `text`) names, with `extension`, and the
/// folder of its package: where the imported type is declared.
pub fn imported_file(
    text: &str,
    path: &Path,
    imported: &str,
    extension: &str,
) -> Option<(PathBuf, PathBuf)> {
    let root = source_root(path, declared(text).unwrap_or_default())?;
    let mut file = root.to_path_buf();
    file.extend(imported.split('.'));
    let folder = file.parent()?.to_path_buf();
    file.set_extension(extension);
    Some((file, folder))
}

/// The imports of a JVM file (`org.example.Tool` of `import
/// org.example.Tool;` or Kotlin's `import org.example.Tool`), read over its
/// text, an alias (`as X`) left out.
pub fn imports(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter_map(|line| {
        let rest = line.trim_start().strip_prefix("import ")?;
        let rest = rest.trim().trim_end_matches(';').trim();
        let rest = rest.strip_prefix("static ").unwrap_or(rest);
        rest.split_whitespace().next()
    })
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::imported_file;

    #[test]
    fn an_import_names_a_file_under_the_source_root() {
        let text = "package org.example.tools;\nimport org.example.annotation.Tool;\n";
        let (file, folder) = imported_file(
            text,
            Path::new("src/main/java/org/example/tools/X.java"),
            "org.example.annotation.Tool",
            "java",
        )
        .unwrap_or_default();
        assert_eq!(
            file,
            Path::new("src/main/java/org/example/annotation/Tool.java")
        );
        assert_eq!(folder, Path::new("src/main/java/org/example/annotation"));
    }
}
