/* explicit data scope around a time loop that swaps the two malloc'd pointers after each step */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *a, double *b)
{
    int i;
#pragma bbmm array(a[n], b[n])
    for (i = 1; i < n - 1; i++)
        b[i] = 0.5 * a[i] + 0.25 * (a[i - 1] + a[i + 1]);
}
int main(void)
{
    int n, i, t;
    for (n = 1; n <= 50; n += 12) {
        double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double)), *tmp;
        for (i = 0; i < n; i++) a[i] = b[i] = (i % 3 == 0) ? 1.0 : 0.0;
#pragma bbmm data
        for (t = 0; t < 7; t++) {
            step(n, a, b);
            tmp = a; a = b; b = tmp;
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a\n", a[i], b[i]);
        free(a); free(b);
    }
    return 0;
}
