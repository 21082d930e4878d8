// expect: k=swept j=kernel i=kernel
/* the region reads k after its loop: the read takes the value the loop
 * leaves (the tool writes it out), so the loop still runs as a chain */
void f(int n, double a[n], double y[n], double c[1])
{
    int k, i, j;
#pragma bbmm
    {
        for (k = 1; k < n; k++) {
            for (j = 0; j < k; j++)
                c[0] = c[0] + a[j] * y[j];
            for (i = 0; i < k; i++)
                y[i] = y[i] * 0.5 + c[0];
        }
        a[0] = (double)k;
    }
}
