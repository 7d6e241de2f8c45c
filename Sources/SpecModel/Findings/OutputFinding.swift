/// What gen and gen-import read and write outside the specs: the inputs named on the command line, the output
/// folders and the files in them.
public enum OutputFinding: Hashable, Sendable {
    /// An input file that can't be read.
    case unreadableFile(String)
    /// An input that is neither a file nor a folder.
    case noSuchFile(String)
    /// An input folder that can't be read.
    case unreadableFolder(String)
    /// An input folder without spec files.
    case noSpecFiles(String)
    /// An output that is a file, not a folder.
    case notAFolder(String)
    /// A file that can't be written, and the system's reason.
    case cannotWrite(String, reason: String)
    /// A file name that would be written outside its output folder.
    case outsideFolder(name: String, folder: String)
    /// A file gen would overwrite that it didn't generate (no header).
    case notGenerated(String)
    /// A file in an output folder gen didn't generate, which it leaves as it is.
    case leftAsIs(String)
    /// A spec whose import line was deleted, which gen-import won't overwrite (the finding is at the file).
    case importLineDeleted
    /// Generated files out of date in a folder (`--check`): to add, change and remove.
    case outOfDate(folder: String, added: Int, changed: Int, removed: Int)
    /// Imported specs out of date in a folder (gen-import's `--check`).
    case specsOutOfDate(folder: String)
}
