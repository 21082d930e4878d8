// expect: 6:27: error: the loop over 'i' updates a second variable in its increment: a loop in a region has one iterator; compute the other from 'i' in the body
void f(int n, double *x)
{
    int i, j = n - 1;
#pragma bbmm array(x[n])
    for (i = 0; i < j; i++, j--)
        x[i] = x[i] + x[j];
}
