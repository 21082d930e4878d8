/* array reallocated (may move) between regions in a time loop */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int n = 8, i, s;
    double *a = malloc(n * sizeof(double)), *b = malloc(64 * sizeof(double));
    for (i = 0; i < n; i++) a[i] = i;
    for (i = 0; i < 64; i++) b[i] = 0.5 * i;
    for (s = 0; s < 4; s++) {
#pragma bbmm array(a[n], b[64])
        for (i = 0; i < n; i++)
            a[i] = a[i] * 0.5 + b[i];
        a = realloc(a, (size_t)(n + 8) * sizeof(double));
        for (i = n; i < n + 8; i++) a[i] = -i;
        n += 8;
        b[s] = 100.0;
    }
    for (i = 0; i < n; i++) printf("%a\n", a[i]);
    free(a); free(b);
    return 0;
}
