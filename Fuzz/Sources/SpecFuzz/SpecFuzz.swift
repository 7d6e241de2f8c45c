import SpecModel

/// libFuzzer's entry point: every input must load without crashing, and every diagnostic must be located.
@_cdecl("LLVMFuzzerTestOneInput")
public func specFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let loaded = SpecLoader.load([SpecInput(path: "Fuzz.yaml", bytes: bytes)])
    for diagnostic in loaded.diagnostics where diagnostic.location.mark.line < 1 || diagnostic.location.mark.column < 1 {
        fatalError("unlocated diagnostic: \(diagnostic.lines)")
    }
    return 0
}
