@testable import AutoLayout
import Constraints
import Testing

/// A grid the way MarkupKit's `alignToGrid` column builds it: every cell as wide as the cell
/// above, those equalities added before the rows that fix the widths, and every label's
/// content size (optional on the horizontal axis: weighted cells) known from the start.
@Suite struct GridShapeTests {
    /// The solver's work — rows rewritten by substitution — doubles when the grid doubles
    /// (it quadrupled: each equality down a column was a phase-one pivot on errors every row
    /// above shared, so each row cost the rows above it), and its rows stay as short.
    @Test func gridOfWeightedLabelsKeepsTheSolverNarrow() throws {
        let (small, smallShape) = try Self.grid(rows: 30)
        let (large, largeShape) = try Self.grid(rows: 60)
        for (result, count) in [(small, 30), (large, 60)] {
            #expect(result.conflicts.isEmpty)
            #expect(result.ambiguous.isEmpty)
            // (392 − 3 × 8) / 4 = 92 wide, 20 high (compression 750 over hugging 250), rows 28 apart.
            #expect(result.frame(of: ItemID(index: 2 + 5 * count)) == Rect(x: 300, y: Double(count - 1) * 28, width: 92, height: 20))
        }
        #expect(largeShape.longestRow == smallShape.longestRow)
        #expect(Double(largeShape.substitutions) <= 2.1 * Double(smallShape.substitutions))
    }

    static func grid(rows count: Int) throws -> (LayoutSolution, (longestRow: Int, widestColumn: Int, deepestDefinition: Int, substitutions: Int)) {
        var system = LayoutSystem(rootSize: Size(width: 392, height: 800), scale: 2)
        let column = system.addView(ViewOptions(name: "column", margins: .zero))
        try system.add(LayoutConstraint(item: column, attribute: .left, toItem: system.root, toAttribute: .left))
        try system.add(LayoutConstraint(item: column, attribute: .right, toItem: system.root, toAttribute: .right))
        try system.add(LayoutConstraint(item: column, attribute: .top, toItem: system.root, toAttribute: .top))
        let label = ViewOptions(name: "label", intrinsicSize: IntrinsicSize(width: 30, height: 20),
                                contentHugging: AxisPriorities(horizontal: 250, vertical: 250),
                                compressionResistance: AxisPriorities(horizontal: 250, vertical: 750))
        var rows: [(row: ItemID, cells: [ItemID])] = []
        for _ in 0..<count {
            let row = system.addView(ViewOptions(name: "row", parent: column, margins: .zero))
            var cells: [ItemID] = []
            for _ in 0..<4 {
                var options = label
                options.parent = row
                cells.append(system.addView(options))
            }
            rows.append((row, cells))
        }
        // The column's constraints first: rows stacked and pinned, each cell as wide as the one above.
        for (index, entry) in rows.enumerated() {
            let above = index > 0 ? rows[index - 1] : nil
            try system.add(LayoutConstraint(item: entry.row, attribute: .top, toItem: above?.row ?? column,
                                            toAttribute: above == nil ? .top : .bottom, constant: above == nil ? 0 : 8))
            try system.add(LayoutConstraint(item: entry.row, attribute: .leading, toItem: column, toAttribute: .leading))
            try system.add(LayoutConstraint(item: entry.row, attribute: .trailing, toItem: column, toAttribute: .trailing))
            if let above {
                for (cell, reference) in zip(entry.cells, above.cells) {
                    try system.add(LayoutConstraint(item: cell, attribute: .width, toItem: reference, toAttribute: .width))
                }
            }
        }
        // Then each row's: cells 8 apart, equal weights, filling the row's height.
        for (row, cells) in rows {
            for (index, cell) in cells.enumerated() {
                if index == 0 {
                    try system.add(LayoutConstraint(item: cell, attribute: .leading, toItem: row, toAttribute: .leading))
                } else {
                    try system.add(LayoutConstraint(item: cell, attribute: .leading, toItem: cells[index - 1], toAttribute: .trailing, constant: 8))
                    try system.add(LayoutConstraint(item: cell, attribute: .width, toItem: cells[index - 1], toAttribute: .width))
                }
                try system.add(LayoutConstraint(item: cell, attribute: .top, toItem: row, toAttribute: .top))
                try system.add(LayoutConstraint(item: cell, attribute: .bottom, toItem: row, toAttribute: .bottom))
            }
            try system.add(LayoutConstraint(item: cells[3], attribute: .trailing, toItem: row, toAttribute: .trailing))
        }
        try system.add(LayoutConstraint(item: column, attribute: .bottom, toItem: rows[count - 1].row, toAttribute: .bottom))
        return (system.solve(), system.solverShape())
    }
}
