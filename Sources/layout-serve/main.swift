import LayoutServeCLI

ProcessHeap.prepare()
WarmStart.begin()
LayoutServeCommand.main()
