mod io;

pub struct Store {
    pub root: std::path::PathBuf,
}
