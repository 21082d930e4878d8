// expect: k=host i=band i=band
/* two triangle rows in parallel per step and nothing serial: no chain (a
 * step that no single work-item serializes keeps the whole device) */
void f(int n, double a[n], double y[n])
{
    int k, i;
#pragma bbmm
    for (k = 1; k < n; k++) {
        for (i = 0; i < k; i++)
            a[i] = a[i] + y[k - i - 1];
        for (i = 0; i < k; i++)
            y[i] = y[i] * 0.5 + a[i];
    }
}
