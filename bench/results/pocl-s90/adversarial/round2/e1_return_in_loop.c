/* time loop with a data scope; return from inside the loop on a scalar test */
#include <stdio.h>
#define N 10
static double A[N][N], B[N][N];
static int run(int steps, int stop)
{
    int i, j, t;
    for (t = 0; t < steps; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = A[i][j] * 0.5 + B[i][j] + t;
        if (t == stop)
            return t;
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] + B[i][j] * 0.125;
    }
    return -1;
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 7 + j) % 9; B[i][j] = 0; }
    printf("%d\n", run(5, 2));
    printf("%d\n", run(3, 7));
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
