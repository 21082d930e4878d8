// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: host access to 'p' \(which may point into 'S'
// expect-no-output: bbmm_data_begin
/* Automatic data scopes must not lose a host access: puts and printf's
 * "%s" read a kept char array through a pointer.
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices, and tests/pp/lines/ that --explain
 * refuses the span with its reason. */
#include <stdio.h>
#define N 27

static void step(int n, char S[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n - 1; i++)
        S[i] = (char)('a' + (S[i] - 'a' + i + 1) % 26);
}

int main(void)
{
    static char S[N];
    char *p = S;
    int t, i;
    for (i = 0; i < N - 1; i++)
        S[i] = (char)('a' + i);
    for (t = 0; t < 4; t++) {
        step(N, S);
        puts(p);
        printf("%s\n", p + 1);
    }
    printf("%s\n", S);
    return 0;
}
