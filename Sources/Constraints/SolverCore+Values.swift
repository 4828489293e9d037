/// The values of a solved system, kept between solves so that an edit re-evaluates only what
/// it moved.
///
/// A full evaluation reads every symbol nothing defines from the tableau (its row's constant,
/// or 0 when nonbasic), then runs the definitions in dependency order, flattened into one array
/// of cells. Later solves of the same structure (edits: only constants changed) compare the
/// tableau-read symbols with their last values and re-run only the definitions that read a
/// symbol whose value changed or whose own constant was shifted, in the same order with the
/// same arithmetic, so the values are bit for bit those a full evaluation would give. The x
/// and y axes, and every other connected part the edit does not reach, are not touched: an
/// edit of the root width re-evaluates the widths and x positions only.
///
/// The snapped values per variable live in one array that `Solution` shares; a solve mutates
/// it in place when the caller has let go of the previous solution.
struct ValueCache: Sendable {
    struct Step: Sendable {
        var symbol: Int32
        var definition: Int32
        var start: Int32
        var end: Int32
    }

    /// Definitions in dependency order, their cells flattened.
    private var steps: [Step] = []
    private var cells: [Cell] = []
    /// The step that evaluates each definition.
    private var stepOfDefinition: [Int32] = []
    /// Symbols without a definition that a definition or a variable reads: their value is the
    /// tableau's.
    private var tableauSymbols: [Int32] = []
    /// Per symbol, the steps reading it: `readers[readerStart[s]..<readerStart[s + 1]]`.
    private var readerStart: [Int32] = []
    private var readers: [Int32] = []
    /// Steps to re-run; every one at or after `firstDirty`.
    private var dirty: [Bool] = []
    private var firstDirty = Int.max

    /// Per symbol: its last value (not snapped).
    private var symbolValues: [Double] = []
    /// Per symbol: the variable it is, or -1.
    private var variableOfSymbol: [Int32] = []
    /// Per variable: its snapped value (`Solution.values`).
    private(set) var variableValues: [Double] = []

    /// The shape the cache was built for; anything else needs a full evaluation.
    private var symbolCount = -1
    private var definitionCount = -1
    private(set) var isValid = false

    mutating func invalidate() { isValid = false }

    /// Whether the cache still describes a core with this many symbols, definitions and variables.
    func fits(symbolCount: Int, definitionCount: Int, variableCount: Int) -> Bool {
        isValid && self.symbolCount == symbolCount && self.definitionCount == definitionCount
            && variableValues.count == variableCount
    }

    /// A definition's constant moved: its step re-runs at the next evaluation.
    mutating func definitionConstantChanged(_ definition: Int32) {
        guard isValid else { return }
        let step = Int(stepOfDefinition[Int(definition)])
        dirty[step] = true
        firstDirty = min(firstDirty, step)
    }

    // MARK: Building

    mutating func rebuild(core: SolverCore, order: [Int32], variableCount: Int) {
        let symbolCount = core.tableau.symbolCount
        steps = []
        steps.reserveCapacity(order.count)
        cells = []
        stepOfDefinition = [Int32](repeating: -1, count: core.definitions.count)
        for definition in order {
            let start = Int32(cells.count)
            cells.append(contentsOf: core.definitions[Int(definition)].cells)
            stepOfDefinition[Int(definition)] = Int32(steps.count)
            steps.append(Step(symbol: core.definitions[Int(definition)].variable, definition: definition,
                              start: start, end: Int32(cells.count)))
        }
        // Readers, counted then placed (compressed rows, in step order).
        var counts = [Int32](repeating: 0, count: symbolCount + 1)
        for cell in cells { counts[Int(cell.symbol) + 1] += 1 }
        for symbol in 0..<symbolCount { counts[symbol + 1] += counts[symbol] }
        readerStart = counts
        readers = [Int32](repeating: 0, count: cells.count)
        var next = counts
        for (index, step) in steps.enumerated() {
            for cellIndex in Int(step.start)..<Int(step.end) {
                let symbol = Int(cells[cellIndex].symbol)
                readers[Int(next[symbol])] = Int32(index)
                next[symbol] += 1
            }
        }
        variableOfSymbol = [Int32](repeating: -1, count: symbolCount)
        for (variable, symbol) in core.symbolOfVariable.enumerated() where symbol >= 0 && variable < variableCount {
            variableOfSymbol[Int(symbol)] = Int32(variable)
        }
        tableauSymbols = []
        for symbol in 0..<symbolCount where core.definitionOf[symbol] < 0
            && (variableOfSymbol[symbol] >= 0 || readerStart[symbol + 1] > readerStart[symbol]) {
            tableauSymbols.append(Int32(symbol))
        }
        dirty = [Bool](repeating: false, count: steps.count)
        firstDirty = Int.max
        symbolValues = [Double](repeating: 0, count: symbolCount)
        variableValues = [Double](repeating: 0, count: variableCount)
        self.symbolCount = symbolCount
        definitionCount = core.definitions.count
        isValid = true
        evaluate(tableau: core.tableau, constants: core.definitionConstants, everything: true)
    }

    // MARK: Evaluating

    /// Brings the values up to date with the tableau and the definition constants; with
    /// `everything`, evaluates every step and publishes every value.
    mutating func evaluate(tableau: Tableau, constants: [Double], everything: Bool = false) {
        let stepCount = steps.count
        if everything {
            for index in 0..<stepCount { dirty[index] = true }
            firstDirty = 0
        }
        var firstDirty = self.firstDirty
        steps.withUnsafeBufferPointer { steps in
        cells.withUnsafeBufferPointer { cells in
        readerStart.withUnsafeBufferPointer { readerStart in
        readers.withUnsafeBufferPointer { readers in
        variableOfSymbol.withUnsafeBufferPointer { variableOfSymbol in
        constants.withUnsafeBufferPointer { constants in
        symbolValues.withUnsafeMutableBufferPointer { values in
        variableValues.withUnsafeMutableBufferPointer { published in
        dirty.withUnsafeMutableBufferPointer { dirty in
            /// Records a symbol's new value; the steps reading it re-run when it changed.
            func store(_ symbol: Int, _ value: Double) {
                guard everything || value.bitPattern != values[symbol].bitPattern else { return }
                values[symbol] = value
                let variable = variableOfSymbol[symbol]
                if variable >= 0 { published[Int(variable)] = Solution.snapped(value) }
                for index in Int(readerStart[symbol])..<Int(readerStart[symbol + 1]) {
                    let step = Int(readers[index])
                    dirty[step] = true
                    if step < firstDirty { firstDirty = step }
                }
            }
            for symbol in tableauSymbols {
                let row = tableau.rowOf[Int(symbol)]
                store(Int(symbol), row >= 0 ? tableau.constants[Int(row)] : 0)
            }
            var index = firstDirty
            while index < stepCount {
                if dirty[index] {
                    dirty[index] = false
                    let step = steps[index]
                    var sum = constants[Int(step.definition)]
                    for cell in Int(step.start)..<Int(step.end) {
                        sum += cells[cell].coefficient * values[Int(cells[cell].symbol)]
                    }
                    store(Int(step.symbol), sum)
                }
                index += 1
            }
        }}}}}}}}}
        self.firstDirty = Int.max
    }
}
