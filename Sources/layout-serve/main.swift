import LayoutServeCLI

ProcessHeap.prepare()
RuntimeWarmUp.start(arguments: CommandLine.arguments)
LayoutServeCommand.main()
