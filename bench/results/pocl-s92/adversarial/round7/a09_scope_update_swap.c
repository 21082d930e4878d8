/* explicit data scope around a time loop: host reads an element after update host, writes one then update device, swaps pointers */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *a, double *b)
{
    int i;
#pragma bbmm array(a[n], b[n])
    for (i = 1; i < n - 1; i++)
        b[i] = (a[i - 1] + 2.0 * a[i] + a[i + 1]) * 0.25;
}
int main(void)
{
    int n, i, t;
    for (n = 3; n <= 40; n += 9) {
        double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double)), *tmp;
        double probe = 0.0;
        for (i = 0; i < n; i++) a[i] = b[i] = (i == n / 2) ? 16.0 : 0.0;
#pragma bbmm data(a, b)
        {
            for (t = 0; t < 6; t++) {
                step(n, a, b);
#pragma bbmm update host(b)
                probe = probe + b[n / 2];
                b[0] = b[1];
                b[n - 1] = probe * 0.125;
#pragma bbmm update device(b)
                tmp = a; a = b; b = tmp;
            }
        }
        printf("n=%d probe=%a\n", n, probe);
        for (i = 0; i < n; i++) printf("%a %a\n", a[i], b[i]);
        free(a); free(b);
    }
    return 0;
}
