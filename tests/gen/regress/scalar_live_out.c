/* a file-scope scalar written in every iteration may be read after the region: expanded, one copy per iteration, the loops parallel, and after the region it takes the copy of the last iteration (as one element of device memory it used to serialise the loops and the region stayed sequential) */
// expect-output: kernel void bbmm_r0_n0
// expect-explain: last takes the copy of iteration \(7, 7\)
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
