/* A region bbmm-pp turns into device code; the program checks the answer.
 * Keep the pragma on line 13 (tests/pp/passthrough.cmake looks for it). */
#include <stdio.h>
#include <stdlib.h>
#include "scale.h"

#define N 64

int main(void)
{
    static int a[N][N];
    int i, j, bad = 0;
#pragma bbmm name(scale)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = SCALE * (i + j);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            bad += a[i][j] != SCALE * (i + j);
    printf("%s\n", bad ? "mismatch" : "ok");
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
