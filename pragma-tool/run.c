/* run.c - pp_run (run.h). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "run.h"

int pp_run(const char *tool, const char *const *argv, pp_run_sink sink, void *user)
{
    int fds[2] = {-1, -1}, status, err;
    char buf[65536];
    ssize_t got;
    pid_t pid;
    if (sink && pipe(fds))
        return -1;
    fflush(NULL); /* the child must not write our buffered output again */
    pid = fork();
    if (pid < 0) {
        err = errno;
        if (sink) {
            close(fds[0]);
            close(fds[1]);
        }
        errno = err;
        return -1;
    }
    if (pid == 0) {
        if (sink) {
            dup2(fds[1], 1);
            close(fds[0]);
            close(fds[1]);
        }
        execvp(argv[0], (char *const *)argv);
        fprintf(stderr, "%s: error: cannot run '%s': %s\n", tool, argv[0], strerror(errno));
        _exit(127);
    }
    if (sink) {
        close(fds[1]);
        while ((got = read(fds[0], buf, sizeof(buf))) != 0) {
            if (got < 0) {
                if (errno == EINTR)
                    continue;
                break;
            }
            sink(user, buf, (size_t)got);
        }
        close(fds[0]);
    }
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return -1;
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : 127;
}
