/* a region inside a time loop; the host reads the innermost iterator each step (loop empty at the last row) */
#include <stdio.h>
#define N 15
static double U[N][N];
int main(void)
{
    int t, i, j = 0, s = 0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) U[i][j] = (i * j) % 4;
    j = 100;
    for (t = 1; t < 8; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = i + t; j < N; j++)
                U[i][j] = U[i][j] * 0.5 + U[j][i];
        s += j;
        printf("%d %d\n", t, j);
    }
    printf("%d\n", s);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", U[i][j]);
    return 0;
}
