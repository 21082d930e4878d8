/* float and int locals declared in nested loops with the same names at different depths */
#include <stdio.h>
#define N 8
static double A[N][N], B[N][N];
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 1.1 - j * 0.7;
#pragma bbmm
    for (i = 0; i < N; i++) {
        float v = A[i][0];
        for (j = 0; j < N; j++) {
            int v2 = A[i][j];
            B[i][j] = v + v2;
        }
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    return 0;
}
