import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests.Viewer {
    static let looks = """
        <UIView width="100%" height="100%">
            <UILabel top="0" width="200" height="100" text="Centred" textAlignment="center"/>
            <UILabel top="100" width="200" height="40" text="Right" textAlignment="right"/>
            <UITextField top="150" width="200" height="30" placeholder="Name" borderStyle="roundedRect"/>
            <UITextField top="190" width="200" height="30" text="Ada" borderStyle="line" textColor="#00f"/>
            <UITextField top="230" width="200" height="30" placeholder="Bezel" borderStyle="bezel"/>
            <UIButton top="270" title="Normal" normalTitleColor="#008000"/>
            <UIButton top="310" title="Off" isEnabled="false" normalTitleColor="#008000"/>
            <UIButton top="350" title="On" isSelected="true" normalTitleColor="#008000" selectedTitleColor="#ff0000"/>
            <UIButton top="390" title="Plain"/>
            <UIImageView top="430" width="64" height="48" image="Rocket"/>
        </UIView>
        """

    /// What UIKit's look changes in the picture: text centred vertically and aligned, text
    /// fields' borders and placeholder colour, buttons' title colour per state, image placeholders.
    @Test func drawsUIKitsLook() throws {
        var files = LiveServingTests.project
        files["Looks.xml"] = Self.looks
        let harness = try ServingHarness(files) { options in
            options.viewerDirectory = Self.publicFolder.path
            options.server.sniffTimeout = ServerConfiguration().sniffTimeout
        }
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Looks.xml")
        #expect(try page.wait(for: "document.querySelectorAll('#screen .view').length", toBe: 11) == 11)
        func look(_ path: String, _ expression: String) throws -> JSON {
            try page.evaluate("(() => { const view = document.querySelector('#screen [data-path=\"\(path)\"]'); const text = view.querySelector(':scope > .text'); return \(expression); })()")
        }
        // 100 pt high, one 19.548 pt line: the line starts 40.226 pt down.
        #expect(try look("0.0", "text.style.top") == "40.2258px")
        #expect(try look("0.0", "getComputedStyle(text).textAlign") == "center")
        #expect(try look("0.1", "getComputedStyle(text).textAlign") == "right")
        #expect(try look("0.2", "[view.dataset.border, getComputedStyle(view).borderRadius, text.classList.contains('placeholder'), getComputedStyle(text).color, text.style.left]")
            == ["roundedRect", "5px", true, "rgba(60, 60, 67, 0.3)", "7px"])
        #expect(try look("0.3", "[view.dataset.border, getComputedStyle(view).boxShadow, text.classList.contains('placeholder'), getComputedStyle(text).color, text.textContent]")
            == ["line", "rgb(0, 0, 0) 0px 0px 0px 1px inset", false, "rgb(0, 0, 255)", "Ada"])
        #expect(try look("0.4", "[view.dataset.border, text.textContent]") == ["bezel", "Bezel"])
        #expect(try look("0.5", "[view.dataset.state, getComputedStyle(text).color, getComputedStyle(text).textAlign]") == ["normal", "rgb(0, 128, 0)", "center"])
        #expect(try look("0.6", "[view.dataset.state, getComputedStyle(text).color]") == ["disabled", "rgba(60, 60, 67, 0.3)"])
        #expect(try look("0.7", "[view.dataset.state, getComputedStyle(text).color]") == ["selected", "rgb(255, 0, 0)"])
        #expect(try look("0.8", "getComputedStyle(text).color") == "rgb(0, 122, 255)")
        let image = "[view.querySelector('.image')?.textContent, view.querySelector('.image')?.offsetWidth, view.querySelector('.image')?.offsetHeight]"
        #expect(try look("0.9", image) == ["Rocket", 64, 48])
    }
}

extension LiveServingTests.Viewer {
    static let everLayoutLooks = #"""
        {"name": "Looks", "root": {"properties": {"backgroundColor": "white"}, "views": {
          "!signIn:UIButton": {"constraints": {"top left": "@super +20", "width": "+200", "height": "+50"},
                               "properties": {"text": "Sign in", "textColor": "white", "backgroundColor": "#3355ff",
                                              "cornerRadius": "12"}},
          "!email:UITextField": {"constraints": {"top": "@signIn.bottom +20", "left": "@super +20", "width": "+200", "height": "+44"},
                                 "properties": {"placeholder": "Email"}},
          "!note:UILabel": {"constraints": {"top": "@email.bottom +20", "left": "@super +20"},
                            "properties": {"text": "Forgot?", "textColor": "darkGray"}}
        }}}
        """#

    /// An EverLayout layout is drawn as iOS draws it: the button's white title on its colour
    /// with its rounded corners, the field's placeholder, UIKit's dark gray (not CSS's).
    @Test func drawsEverLayoutPropertiesAsIOSDoes() throws {
        var files = LiveServingTests.project
        files["Looks.json"] = Self.everLayoutLooks
        let harness = try ServingHarness(files) { options in
            options.viewerDirectory = Self.publicFolder.path
            options.server.sniffTimeout = ServerConfiguration().sniffTimeout
        }
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Looks.json")
        #expect(try page.wait(for: "document.querySelectorAll('#screen .view').length", toBe: 4) == 4)
        func look(_ path: String, _ expression: String) throws -> JSON {
            try page.evaluate("(() => { const view = document.querySelector('#screen [data-path=\"\(path)\"]'); const text = view.querySelector(':scope > .text'); return \(expression); })()")
        }
        #expect(try look("0.0", "[getComputedStyle(view).backgroundColor, getComputedStyle(view).borderRadius, getComputedStyle(text).color, text.textContent]")
            == ["rgb(51, 85, 255)", "12px", "rgb(255, 255, 255)", "Sign in"])
        #expect(try look("0.1", "[text.classList.contains('placeholder'), text.textContent]") == [true, "Email"])
        #expect(try look("0.2", "getComputedStyle(text).color") == "rgb(85, 85, 85)")
    }
}
