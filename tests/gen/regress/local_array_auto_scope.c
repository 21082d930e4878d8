/* two regions in a row under an automatic data scope, the first declaring a scratch array in its loop body: the scope must not name it (the generated C did not compile) */
#include <stdio.h>
#define N 8
static double A[N][N], B[N];
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + j;
#pragma bbmm
    for (i = 0; i < N; i++) {
        double w[N];
        for (j = 0; j < N; j++) w[j] = A[i][j];
        B[i] = w[N - 1 - i];
    }
#pragma bbmm
    for (i = 0; i < N; i++)
        B[i] = B[i] * 2.0;
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
