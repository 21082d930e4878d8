/* a file-scope scalar written in the region may be read after it: the region stays sequential and the value is the sequential one */
// expect-stderr: @DIR@/scalar_live_out.c:16:13: warning: 'last' is written in the region and may be read after it (it is not a variable of this function used only here), and the devices do not bring its last value back: region left as sequential code
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
