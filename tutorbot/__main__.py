from tutorbot.cli import main

main()
