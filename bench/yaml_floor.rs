//! The YAML reading floor of the benchmark: reads each YAML file given and
//! runs saphyr-parser's event pass over it, the parser hintlint's YAML
//! reader is built on, building nothing. hintlint cannot read YAML with
//! less CPU than this, so `bench/compare.py` prints its YAML run as a
//! ratio to it.
//!
//! Usage: `cargo run --release --example yaml_floor -- FILE...`

#![forbid(unsafe_code)]

fn main() -> Result<(), String> {
    let mut events = 0usize;
    let mut bytes = 0usize;
    for argument in std::env::args_os().skip(1) {
        let path = std::path::PathBuf::from(&argument);
        let text = std::fs::read_to_string(&path)
            .map_err(|error| format!("{}: {error}", path.display()))?;
        for event in saphyr_parser::Parser::new_from_str(&text) {
            event.map_err(|error| format!("{}: {error}", path.display()))?;
            events += 1;
        }
        bytes += text.len();
    }
    println!("{events} events in {bytes} bytes of YAML");
    Ok(())
}
