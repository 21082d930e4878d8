/* local arrays of main; their address stored in a global by a helper before the loop; another helper reads it in the loop */
#include <stdio.h>
#define N 10
static const double *gp;
static double acc;
static void reg(const double *p) { gp = p; }
static void use(int k) { acc = acc + gp[k]; }
int main(void)
{
    double A[N][N], B[N][N];
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + j) % 5; B[i][j] = 0; }
    reg(&B[1][0]);
    for (t = 0; t < 5; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = B[i][j] + A[i][j] * (t + 1);
        use(t * 2);
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] * 0.5 + B[i][j] * 0.25;
    }
    printf("%a\n", acc);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
