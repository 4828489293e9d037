import LayoutServeCLI

ProcessHeap.prepare()
LayoutServeCommand.main()
