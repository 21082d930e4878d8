/* fields kept in a table of pointers double *fld[2] = {u, v}; time loop calls the step with u, v; host prints fld[0][k] each step */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static void step(int n, double *u, double *v)
{
    int i;
#pragma bbmm array(u[n], v[n])
    {
        for (i = 1; i < n - 1; i++) v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
        for (i = 1; i < n - 1; i++) u[i] = v[i];
    }
}
int main(void)
{
    double *u = malloc(N * sizeof(double)), *v = malloc(N * sizeof(double));
    double *fld[2] = {u, v};
    for (int i = 0; i < N; i++) u[i] = v[i] = i == 0 ? 1.0 : 0.0;
    for (int t = 0; t < 8; t++) {
        step(N, u, v);
        printf("t=%d %a %a\n", t, fld[0][1], fld[1][2]);
    }
    for (int i = 0; i < N; i++) printf("%a\n", u[i]);
    free(u); free(v);
    return 0;
}
