// expect: 5:28: error: a work-group size must be a constant, and the work-group at most 65536 work-items
void f(int n, double A[n])
{
    int i;
#pragma bbmm workgroup(32, n)
    for (i = 0; i < n; i++)
        A[i] = 0.0;
}
