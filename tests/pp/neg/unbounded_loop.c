// expect: 6:17: error: the loop over 'i' has no upper bound in the direction of its step
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i >= 0; i++)
        A[i] = 0.0;
}
