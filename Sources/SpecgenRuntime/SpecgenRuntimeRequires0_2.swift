/// The mark of runtime 0.2: every file gen 0.2 writes that imports the runtime mentions it
/// (`extension SpecgenRuntimeRequires0_2 {}`), so an older runtime fails the build by this name rather than by
/// whatever it lacks first. A runtime declares the mark of every version whose generated code it builds.
@_spi(Generated) public enum SpecgenRuntimeRequires0_2 {}
