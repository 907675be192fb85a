import CalShell

CalshMain.main()
