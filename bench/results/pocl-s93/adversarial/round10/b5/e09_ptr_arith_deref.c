/* host reads the grid with pointer arithmetic *(u + k) and writes a source with u[k] += between steps in the time loop */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, float *u, float *v)
{
    int i;
#pragma bbmm array(u[n], v[n])
    {
        for (i = 1; i < n - 1; i++) v[i] = u[i] + 0.1f * (u[i - 1] + u[i + 1] - 2.0f * u[i]);
        for (i = 1; i < n - 1; i++) u[i] = v[i];
    }
}
int main(void)
{
    int n = 30;
    float *u = calloc(n, sizeof(float)), *v = calloc(n, sizeof(float));
    for (int t = 0; t < 8; t++) {
        step(n, u, v);
        *(u + n / 2) += 1.0f;
        float s = 0.0f;
        for (float *p = u; p < u + n; p++) s += *p;
        printf("t=%d s=%a mid=%a\n", t, s, *(u + n / 2 - 1));
    }
    free(u); free(v);
    return 0;
}
