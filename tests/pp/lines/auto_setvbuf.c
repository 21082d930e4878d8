// A buffer given to setvbuf is the C library's to write whenever printf runs: an address passed to
// it escapes (printf inside the span would write into the host's copy of a kept array), unlike one
// passed to a function of another file, which cannot run inside the span (scope_host/foreign_*.c).
// expect-explain: automatic data scope in main, lines 19-22: not made: the address of 'B' is passed to 'setvbuf', whose body is not in this file \(it may keep it\)
// expect-no-output: "automatic data scope at auto_setvbuf.c:19"
#include <stdio.h>
static char B[256];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = (char)('a' + i % 26);
}
int main(void)
{
    int t;
    setvbuf(stdout, B, _IOFBF, sizeof B);
    for (t = 0; t < 4; t++) {
        step(64);
        printf("%d\n", t);
    }
    return 0;
}
