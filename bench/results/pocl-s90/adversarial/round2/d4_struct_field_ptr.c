/* a struct holding a pointer into the array, filled before the time loop; host writes v.p[k] inside */
#include <stdio.h>
#define N 10
static double A[N][N], B[N][N];
struct win { double *p; int n; };
int main(void)
{
    int i, j, t;
    struct win v;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i - j) % 3; B[i][j] = 0.5; }
    v.p = &A[4][0]; v.n = N;
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = B[i][j] + A[i][j];
        for (j = 0; j < v.n; j += 3) v.p[j] = -v.p[j] + t;
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] * 0.5 + B[i][j] * 0.125;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
