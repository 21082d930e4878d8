/* a file-scope scalar written in every iteration may be read after the region: as one element of device memory it serialises the loops, so the region stays sequential */
// expect-stderr: @DIR@/scalar_live_out.c:14:5: warning: no parallel loop in the region: it would run as single-work-item device launches
// expect-output: last = A\[i\]\[j\]
#include <stdio.h>
#define N 8
double A[N][N], B[N][N], last;
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = i - 0.5 * j;
#pragma scop
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            last = A[i][j];
            B[i][j] = last * 2.0;
        }
#pragma endscop
    printf("%a\n", last);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", B[i][j]);
    return 0;
}
