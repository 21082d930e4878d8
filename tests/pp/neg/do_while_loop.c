// expect: 7:9: error: unsupported statement 'do' in a region: only 'do { ... } while (0)', which runs its body once, is taken (write the loop as a 'for' loop)
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        do {
            A[i] = A[i] * 0.5;
        } while (A[i] > 1.0);
}
