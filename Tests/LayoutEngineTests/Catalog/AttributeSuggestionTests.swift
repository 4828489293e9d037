import LayoutEngine
import Testing

/// Did-you-mean candidates for unknown attributes (R-LL-MESSAGES).
@Suite struct AttributeSuggestionTests {
    @Test func transposedLayoutSymbolSuggestsItFirst() {
        let suggestions = uikitClass("UILabel").suggestions(forUnknownAttribute: "widht")
        #expect(suggestions.first == "width")
        #expect(suggestions.contains("right"))
    }

    @Test func misspelledPropertySuggestsIt() {
        #expect(uikitClass("UILabel").suggestions(forUnknownAttribute: "textColour").first == "textColor")
        #expect(uikitClass("UIButton").suggestions(forUnknownAttribute: "normalTitel").first == "normalTitle")
    }

    @Test func keyPathsOnlyForDottedNamesOrExtensions() {
        let label = uikitClass("UILabel")
        #expect(label.suggestions(forUnknownAttribute: "textt").allSatisfy { !$0.contains(".") })
        #expect(label.suggestions(forUnknownAttribute: "layer.cornerRadios").first == "layer.cornerRadius")
        let button = uikitClass("UIButton")
        #expect(button.suggestions(forUnknownAttribute: "titleLabel.fnt").first == "titleLabel.font")
    }

    @Test func candidatesCoverEverySource() {
        let names = Set(uikitClass("UITableViewCell").attributeNames)
        for expected in ["left", "center.x", "outlet", "id", "xml", "template", "style", "reuseIdentifier",
                         "selectionStyle", "textLabel.text", "contentView.backgroundColor", "layer.cornerRadius",
                         "contentView.layer.borderWidth", "layoutMargins.top"] {
            #expect(names.contains(expected), "missing \(expected)")
        }
        for excluded in ["center", "frame", "safeAreaInsets.top", "size", "editingStyle"] {
            #expect(!names.contains(excluded), "unexpected \(excluded)")
        }
    }

    @Test func controllerCandidatesIncludeViewKeys() {
        let names = Set(uikitClass("UIViewController").attributeNames)
        #expect(names.contains("backgroundColor"))
        #expect(names.contains("view.backgroundColor"))
        #expect(names.contains("navigationItem.title"))
        #expect(!names.contains("view"))
    }

    @Test func everyCandidateIsSettable() {
        let stack = uikitClass("UIStackView")
        let names = stack.attributeNames
        #expect(names.count > 200)
        #expect(names.allSatisfy { stack.attribute($0).isSettable })
        #expect(!names.contains("backgroundColor"))
    }
}

/// Candidates for unknown symbols read in expressions.
@Suite struct SymbolNameTests {
    @Test func readableNamesIncludeComputedAndReadOnlyValues() {
        let names = Set(uikitClass("UIScrollView").readableSymbolNames)
        for expected in ["center", "width", "containerSize.width", "inferredSize.height", "safeAreaInsets.top",
                         "contentInset.top", "contentOffset.x", "backgroundColor"] {
            #expect(names.contains(expected), "missing \(expected)")
        }
        for excluded in ["outlet", "id", "xml", "template", "frame", "size"] {
            #expect(!names.contains(excluded), "unexpected \(excluded)")
        }
        #expect(names.allSatisfy { uikitClass("UIScrollView").symbol($0) != nil })
    }
}
