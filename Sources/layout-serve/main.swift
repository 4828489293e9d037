import LayoutServeCLI

LayoutServeCommand.main()
