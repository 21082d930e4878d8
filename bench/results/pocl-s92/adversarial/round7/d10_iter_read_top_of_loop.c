/* the region's iterators are read at the top of the host loop around it (before the region in the text) */
#include <stdio.h>
#define N 24
static double A[N][N];
int main(void)
{
    int c, i = 0, j = 0, s = 0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + j;
    i = 0; j = 0;
    for (c = 0; c < 7; c++) {
        s = s * 7 + i * 3 + j;
#pragma bbmm
        for (i = c; i < 12; i++)
            for (j = 0; j < i - c - 2; j++)
                A[i][j] = A[i][j] * 0.5 + c;
    }
    printf("s=%d i=%d j=%d\n", s, i, j);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
