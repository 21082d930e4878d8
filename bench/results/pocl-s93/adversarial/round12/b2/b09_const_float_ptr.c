/* const float * input, float * output, float arithmetic with a float constant */
#include <stdio.h>
#include <stdlib.h>
static void saxpy(int n, float a, const float *x, const float *y, float *z)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        z[i] = a * x[i] + y[n - 1 - i] * 0.1f;
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 11, 50};
    float *x = malloc(sizeof(float) * 50), *y = malloc(sizeof(float) * 50), *z = malloc(sizeof(float) * 50);
    for (s = 0; s < 5; s++) {
        for (i = 0; i < 50; i++) { x[i] = i * 0.3f; y[i] = 1.0f / (i + 1); z[i] = -2; }
        saxpy(ns[s], 1.7f, x, y, z);
        for (i = 0; i < 50; i++) printf("%a\n", (double)z[i]);
    }
    free(x); free(y); free(z);
    return 0;
}
