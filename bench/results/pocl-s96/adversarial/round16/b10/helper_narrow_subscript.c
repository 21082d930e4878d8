/* single-return helpers with narrowing return types used in subscripts and loop bounds */
#include <stdio.h>
static unsigned char lo8(int v) { return v; }
static int wrapidx(int i, int n) { return i >= n ? i - n : i; }
static short cap(int v) { return v > 20 ? 20 : v; }
static void run(int n)
{
    double a[300], b[300], c[300];
    int i, j;
    for (i = 0; i < 300; i++) a[i] = (double)(i % 17) + 0.25 * (i % 3);
#pragma bbmm
    for (i = 0; i < n; i++)
        b[i] = a[lo8(i + 250)] + a[wrapidx(i + 3, n)];
#pragma bbmm
    for (i = 0; i < n; i++) {
        c[i] = 0.0;
        for (j = 0; j < cap(i); j++)
            c[i] += a[j + i];
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%a %a\n", b[i], c[i]);
}
int main(void)
{
    run(0); run(1); run(5); run(7); run(40);
    return 0;
}
