// expect: 6:15: error: the loop over 'i' starts a second variable beside it ('i = ..., x = ...'): a loop in a region has one iterator; compute the other from 'i' in the body ('x = n - 1 - i')
void f(int n, double *x)
{
    int i, j;
#pragma bbmm array(x[n])
    for (i = 0, j = n - 1; i < n; i++)
        x[i] = x[i] * 2.0;
}
